// Reading the club.members documents back (a club's members, one member) and the role audit.
import type { DocumentListing } from '../storage/listing';
import type { DocumentReader } from '../framework/document-projection';
import type { ClubDocument, MemberDocument } from './club-members-document';
import { CLUB_MEMBERS_PROJECTION, clubKey, memberKey, memberKeyPrefix } from './club-members-projection';
import { ROLE_AUDIT_PROJECTION, roleAuditKey, type RoleAuditDocument, type RoleChange } from './role-audit-projection';

type Listing = Pick<DocumentListing, 'documents'>;

export const readClub = (reader: DocumentReader, clubId: string) =>
  reader.document<ClubDocument>(CLUB_MEMBERS_PROJECTION, clubKey(clubId));

export const readMember = (reader: DocumentReader, clubId: string, memberId: string) =>
  reader.document<MemberDocument>(CLUB_MEMBERS_PROJECTION, memberKey(clubId, memberId));

/** The club's members, in member-id order. */
export const readMembers = (listing: Listing, clubId: string): MemberDocument[] =>
  listing.documents<MemberDocument>(CLUB_MEMBERS_PROJECTION, memberKeyPrefix(clubId)).map((d) => d.doc);

/** Every role change of the club, in log order (empty before the first). */
export const readRoleAudit = (reader: DocumentReader, clubId: string): readonly RoleChange[] =>
  reader.document<RoleAuditDocument>(ROLE_AUDIT_PROJECTION, roleAuditKey(clubId))?.changes ?? [];
