// event-store
