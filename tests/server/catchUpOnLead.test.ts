import { describe, expect, it } from 'vitest';
import type { MissedMergesOutcome } from '../../src/application/payments/missedMerges';
import { catchUpOnLead } from '../../src/composition/server/catchUpOnLead';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A catch-up that answers `answers` in turn (then caught up with nothing), counting its runs. */
function missedMerges(...answers: (MissedMergesOutcome | Error)[]) {
  const counted = { runs: 0 };
  const catchUp = async (): Promise<MissedMergesOutcome> => {
    counted.runs += 1;
    const answer = answers.shift() ?? { kind: 'caught-up', payouts: [] };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { counted, missed: { catchUp } };
}

describe('the catch-up of missed merges on taking the lead', () => {
  it('runs once per lead: again after the lead was lost and taken back, never while another server leads', async () => {
    const { counted, missed } = missedMerges();
    const leading = [true, true, true, false, false, true, true];
    const leads = catchUpOnLead(async () => leading.shift() ?? false, missed, () => undefined);
    const answers: boolean[] = [];
    for (let ask = 0; ask < 7; ask += 1) {
      answers.push(await leads());
      await settle();
    }
    expect({ answers, runs: counted.runs }).toEqual({ answers: [true, true, true, false, false, true, true], runs: 2 });
  });

  it('tries again at the next ask while the code host has not answered, or after a failure, and logs what it paid', async () => {
    const lines: string[] = [];
    const { counted, missed } = missedMerges({ kind: 'waiting' }, new Error('database down'), {
      kind: 'caught-up',
      payouts: [{ issueNumber: 4, outcome: { kind: 'paid', replayed: false } }],
    });
    const leads = catchUpOnLead(async () => true, missed, (line) => lines.push(line));
    for (let ask = 0; ask < 5; ask += 1) {
      await leads();
      await settle();
    }
    expect({ runs: counted.runs, lines }).toEqual({
      runs: 3,
      lines: [
        'Automatic payout: the merges missed while no server ran could not be paid yet (database down).',
        'Automatic payout: merged contract #4, missed while no server ran, paid.',
      ],
    });
  });
});
