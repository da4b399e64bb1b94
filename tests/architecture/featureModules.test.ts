import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { MarketStore } from '../../src/application/exchange/marketStore';
import { EditorStore } from '../../src/application/editor/editorStore';
import { ClaimContract } from '../../src/application/contracts/claimContract';
import { ContractNoticesStore } from '../../src/application/contracts/contractJournalStores';
import { CompleteCallback } from '../../src/application/session/completeCallback';
import { TemplatesStore } from '../../src/application/hub/catalogStores';
import { resolve } from '../../src/composition/resolve';
import { ContainerFeatureModules, type BindFeature, type FeatureBindings } from '../../src/composition/featureModules';
import { FeatureModules, type FeatureName } from '../../src/ports/featureModules.port';
import { createTestContainer } from '../support/testContainer';

class Probe {}

/** Bindings that bind `Probe` for every feature, counting the loads; the first `failures` loads fail. */
function probeBindings(failures = 0) {
  const loads = { count: 0 };
  const bind: BindFeature = (container) => void container.bind(Probe).toConstantValue(new Probe());
  const load = async () => {
    loads.count += 1;
    if (loads.count <= failures) throw new Error('chunk failed to load');
    return bind;
  };
  const bindings: FeatureBindings = { editor: load, transactions: load, chain: load, exchange: load, contracts: load, contractJournal: load, hub: load, payments: load, signIn: load, status: load, apiReference: load, manual: load, apiTokens: load, bounties: load };
  return { bindings, loads };
}

describe('feature modules', () => {
  it('bind each feature of the application when its route asks for it, and not before', async () => {
    const { container } = createTestContainer();
    const features = resolve(container, FeatureModules);
    const bound = () => [MarketStore, EditorStore, ClaimContract, TemplatesStore, CompleteCallback, ContractNoticesStore].map((key) => container.isBound(key));
    const before = bound();
    await Promise.all(['exchange', 'editor', 'contracts', 'hub', 'signIn', 'contractJournal'].map((name) => features.load(name as FeatureName)));
    expect({ before, after: bound(), market: container.get(MarketStore) instanceof MarketStore }).toEqual({
      before: [false, false, false, false, false, false],
      after: [true, true, true, true, true, true],
      market: true,
    });
  });

  it("start reading the editor's stored workspace as the editor feature loads, before its page renders", async () => {
    const { container, adapters } = createTestContainer();
    const read = vi.spyOn(adapters.workspaces, 'load');
    await resolve(container, FeatureModules).load('editor');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(resolve(container, EditorStore).state.loaded).toBe(true);
  });

  it('load a feature once however often and however concurrently it is asked', async () => {
    const { bindings, loads } = probeBindings();
    const container = new Container();
    const features = new ContainerFeatureModules(container, bindings);
    await Promise.all([features.load('hub'), features.load('hub')]);
    await features.load('hub');
    expect({ loads: loads.count, probe: container.get(Probe) instanceof Probe }).toEqual({ loads: 1, probe: true });
  });

  it('reject when the code cannot load, and load again when asked again', async () => {
    const { bindings, loads } = probeBindings(1);
    const container = new Container();
    const features = new ContainerFeatureModules(container, bindings);
    const first = await features.load('hub').catch((error: Error) => error.message);
    await features.load('hub');
    expect({ first, loads: loads.count, probe: container.isBound(Probe) }).toEqual({ first: 'chunk failed to load', loads: 2, probe: true });
  });

  it('load the code of the adapters a feature reads through with the feature', async () => {
    const { bindings } = probeBindings();
    const adapterLoads: string[] = [];
    const features = new ContainerFeatureModules(new Container(), bindings, { hub: async () => void adapterLoads.push('hub') });
    await features.load('hub');
    await features.load('exchange');
    expect(adapterLoads).toEqual(['hub']);
  });

  it('need bindings for every feature', () => {
    const { bindings } = probeBindings();
    // @ts-expect-error -- the hub has no bindings
    const missing: FeatureBindings = { editor: bindings.editor, exchange: bindings.exchange, contracts: bindings.contracts };
    expect(Object.keys(missing)).toEqual(['editor', 'exchange', 'contracts']);
  });
});
