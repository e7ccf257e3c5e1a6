// @club/worker: see README.md
