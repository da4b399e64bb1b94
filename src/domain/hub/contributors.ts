/** A contributor of the platform, as the contributors page shows them. */
export interface Contributor {
  readonly name: string;
  readonly username: string;
  readonly role: string;
  readonly contributions: number;
  /** BSV rewarded so far. */
  readonly rewardedBsv: number;
  readonly specialties: readonly string[];
}

/** The contributor figures of the platform. */
export interface ContributorStats {
  readonly contributors: number;
  readonly contributions: number;
  readonly rewardedBsv: number;
  readonly projects: number;
}

/** What the contributors page shows: the figures and the top contributors, in order. */
export interface ContributorOverview {
  readonly stats: ContributorStats;
  readonly contributors: readonly Contributor[];
}
