/** A labelled figure of a stat card, as it reads. */
export interface HubStat {
  readonly label: string;
  readonly value: string;
}
