// The club's roles as the pages name them.
import type { ClubRole } from '@club/club';

export const ROLE_LABELS: Record<ClubRole, string> = {
  member: 'Member',
  director: 'Director',
  'league-admin': 'League administrator',
  'appeals-committee': 'Appeals committee',
  'club-admin': 'Club administrator',
  'ulti-jury': 'Ulti jury (zsűri)',
};
