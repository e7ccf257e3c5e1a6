// @club/api: see README.md
