// @club/club: see README.md
