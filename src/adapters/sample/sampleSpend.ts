import type { SampleSpend } from '../../ports/transactionInspector.port';

/**
 * A pay-to-public-key-hash spend signed with a fixed test key (private key 7): 10,000 satoshis to 9,000, so a
 * fee of 1,000. Rebuilt and checked by `tests/adapters/bsv/sampleSpend.test.ts`. Its txid is `SAMPLE_SPEND_TXID`.
 */
export const SAMPLE_SPEND: SampleSpend = {
  transactionHex:
    '0100000001002d2d094da2cd7b25591bf05c59c12895d6e767d4c82f644dd5a63bf87c5727000000006b483045022100eb2aca30051fb5cc27dc7997fdbc2efabd0a6f7d29ee3362ffb5cf4d84af2422022075600093bb070acca7e950e198713d262f1f7cee87edc7aaddb1a84dd0f032454121025cbdf0646e5db4eaa398f365f2ea7a0e3d419b7e0330e39ce92bddedcac4f9bcffffffff0128230000000000001976a914b46abf4d9e1746e33bcc39cea3de876c29c4adf388ac00000000',
  spentOutput: { satoshis: 10_000, lockingScript: 'OP_DUP OP_HASH160 5dedfbf9ea599dd4e3ca6a80b333c472fd0b3f69 OP_EQUALVERIFY OP_CHECKSIG' },
};

export const SAMPLE_SPEND_TXID = '8432edb71446bf71ac72fadbc4aeda632ba9fdbb973d511351bac3c35d8a6550';
