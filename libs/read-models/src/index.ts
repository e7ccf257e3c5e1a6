// @club/read-models: see README.md
