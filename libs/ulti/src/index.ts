// ulti
