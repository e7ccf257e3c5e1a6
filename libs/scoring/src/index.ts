// scoring
