// interchange
