import { useState } from 'react';
import type { ChainOverview } from '../../../../../domain/devchain/chainView';
import {
  BLOCK_MORE,
  BLOCK_TIME,
  BLOCK_TITLE,
  BLOCKS_HEADING,
  MEMPOOL_EMPTY,
  MEMPOOL_ENTRY,
  MEMPOOL_HEADING,
  MEMPOOL_MORE,
  PROOF_OF_WORK_NOTE,
  TIP_HASH_LABEL,
  TIP_HEADING,
  TIP_HEIGHT,
} from './chain.texts';
import { TransactionButton } from './TransactionButton';

interface ChainOverviewViewProps {
  readonly overview: ChainOverview;
  readonly onOpen: (txid: string) => void;
}

/** The chain at a glance: the tip, the mempool, and the recent blocks, each expandable to its transactions. */
export function ChainOverviewView({ overview, onOpen }: ChainOverviewViewProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (hash: string) => setExpanded((open) => (open.has(hash) ? new Set([...open].filter((known) => known !== hash)) : new Set([...open, hash])));
  const { tip, mempool, mempoolSize, blocks } = overview;
  return (
    <>
      <section className="chain-section" aria-labelledby="chain-tip">
        <h3 id="chain-tip" className="chain-heading">
          {TIP_HEADING}
        </h3>
        <p className="chain-line">{TIP_HEIGHT(tip.height)}</p>
        <p className="chain-line chain-mono" aria-label={TIP_HASH_LABEL} title={PROOF_OF_WORK_NOTE}>
          {tip.hash}
        </p>
      </section>
      <section className="chain-section" aria-labelledby="chain-mempool">
        <h3 id="chain-mempool" className="chain-heading">
          {MEMPOOL_HEADING(mempoolSize)}
        </h3>
        {mempool.length === 0 ? <p className="chain-note">{MEMPOOL_EMPTY}</p> : null}
        <ul className="chain-list" aria-labelledby="chain-mempool">
          {[...mempool].reverse().map((entry) => (
            <li key={entry.txid} className="chain-item">
              <TransactionButton txid={entry.txid} onOpen={onOpen} /> <span className="chain-note">{MEMPOOL_ENTRY(entry.size, entry.fee)}</span>
            </li>
          ))}
        </ul>
        {mempoolSize > mempool.length ? <p className="chain-note">{MEMPOOL_MORE(mempool.length, mempoolSize)}</p> : null}
      </section>
      <section className="chain-section" aria-labelledby="chain-blocks">
        <h3 id="chain-blocks" className="chain-heading">
          {BLOCKS_HEADING}
        </h3>
        <ul className="chain-list" aria-labelledby="chain-blocks">
          {blocks.map((block) => (
            <li key={block.hash} className="chain-item chain-block">
              <button type="button" className="chain-block-toggle" aria-expanded={expanded.has(block.hash)} title={block.hash} onClick={() => toggle(block.hash)}>
                <span className="chain-disclosure" aria-hidden="true">
                  {expanded.has(block.hash) ? '▾' : '▸'}
                </span>
                {BLOCK_TITLE(block.height, block.txCount)}
              </button>
              <span className="chain-note"> {BLOCK_TIME(block.time)}</span>
              {expanded.has(block.hash) ? (
                <ul className="chain-list chain-block-transactions" aria-label={BLOCK_TITLE(block.height, block.txCount)}>
                  {block.txids.map((txid) => (
                    <li key={txid} className="chain-item">
                      <TransactionButton txid={txid} onOpen={onOpen} />
                    </li>
                  ))}
                  {block.txCount > block.txids.length ? <li className="chain-note">{BLOCK_MORE(block.txCount - block.txids.length)}</li> : null}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
