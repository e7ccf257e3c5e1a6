/** The signed-in member a site command acts for (the procedure passes it; the deciders record it). */
export interface SiteActor {
  readonly memberId: string;
}
