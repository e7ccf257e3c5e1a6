// events
