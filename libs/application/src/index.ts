// @club/application: see README.md
