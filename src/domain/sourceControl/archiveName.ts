/** The name of the downloaded workspace: `bsv-workspace-YYYY-MM-DD.zip`, by the UTC day of `nowMs`. */
export function workspaceArchiveName(nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  return `bsv-workspace-${day}.zip`;
}
