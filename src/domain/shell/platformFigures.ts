/** The platform's figures shown in the Developer Hub sidebar. */
export interface PlatformFigures {
  readonly tokenSupply: number;
  readonly distributedTokens: number;
  readonly developers: number;
  readonly maintainers: number;
  readonly bountyPoolBsv: number;
}
