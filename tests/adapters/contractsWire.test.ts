import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractsOfWire, wireOfContracts } from '../../src/adapters/http/contractsWire';
import { acceptedCodings } from '../../src/adapters/server/contractsRepresentation';
import { deriveContracts } from '../../src/domain/contracts/deriveContracts';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { contract } from '../support/contractArbitrary';

describe('the contracts’ wire shape', () => {
  it('reads back every contract it writes, through JSON (property)', () => {
    fc.assert(
      fc.property(fc.array(contract, { maxLength: 12 }), (contracts) => {
        expect(contractsOfWire(JSON.parse(JSON.stringify(wireOfContracts(contracts))))).toEqual(contracts);
      }),
    );
  });

  it('leaves out the repository’s own links and the key names: a third of the objects’ size for derived contracts', () => {
    const issues = Array.from({ length: 50 }, (_, index) => issueRecord(index + 1));
    const contracts = deriveContracts(issues, [pullRecord(60, 1, { authorLogin: 'dev' })], new Map(), 0);
    const wire = wireOfContracts(contracts);
    expect([wire.issueUrl, wire.pullUrl, wire.rows[0]?.[13], wire.rows[0]?.[10]?.[3]]).toEqual(['https://github.com/o/r/issues/', 'https://github.com/o/r/pull/', null, null]);
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(contracts).length / 2);
  });

  it('skips a malformed row (an unknown status index, a missing field), not the list; refuses a body without rows', () => {
    const [row] = wireOfContracts(deriveContracts([issueRecord(1)], [], new Map(), 0)).rows;
    const broken = [...row!];
    broken[8] = 9;
    const wire = { issueUrl: 'https://github.com/o/r/issues/', pullUrl: null, rows: [row, broken, row!.slice(0, 5)] };
    expect([contractsOfWire(wire)?.map((each) => each.githubIssueNumber), contractsOfWire({ contracts: [] })]).toEqual([[1], null]);
  });
});

describe('Accept-Encoding', () => {
  it('reads the codings a client accepts, minus those it refuses with q=0', () => {
    expect([...acceptedCodings('gzip, deflate, br;q=1.0, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedCodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedCodings('*')]).toEqual(['gzip', 'br']);
    expect([...acceptedCodings(undefined)]).toEqual([]);
  });
});
