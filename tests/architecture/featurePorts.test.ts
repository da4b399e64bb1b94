import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/adapters/memory/manualClock.adapter';
import { FixedRandom } from '../../src/adapters/memory/fixedRandom.adapter';
import { MemoryKeyValueStore } from '../../src/adapters/memory/memoryKeyValueStore.adapter';
import { FEATURE_PORT_TOKENS } from '../../src/composition/featurePorts';
import type { BrowserPortsContext } from '../../src/composition/featurePorts/browserPortsContext';
import { bindApiReferencePorts } from '../../src/composition/apiReferenceBindings';
import { bindContractsPorts } from '../../src/composition/contractsBindings';
import { bindEditorPorts } from '../../src/composition/editorBindings';
import { bindExchangePorts } from '../../src/composition/exchangeBindings';
import { bindHubPorts } from '../../src/composition/hubBindings';
import { bindManualPorts } from '../../src/composition/manualBindings';
import { bindPaymentsPorts } from '../../src/composition/paymentsBindings';
import { bindSignInPorts } from '../../src/composition/signInBindings';
import { bindTransactionsPorts } from '../../src/composition/transactionsBindings';
import { TemplateFiles } from '../../src/ports/templateFiles.port';
import { TEST_CONFIG } from '../support/testContainer';

const never = () => Promise.reject(new Error('no adapter code is loaded by binding'));
const context: BrowserPortsContext = {
  config: TEST_CONFIG,
  clock: new ManualClock(0),
  random: new FixedRandom(),
  tabStore: new MemoryKeyValueStore(),
  persistentStore: new MemoryKeyValueStore(),
  firstSearch: '',
  code: { sampleHub: never, editorAdapters: never, apiReference: never, hubAdapters: never },
};

const BINDERS = [
  bindEditorPorts,
  bindTransactionsPorts,
  bindExchangePorts,
  bindContractsPorts,
  bindPaymentsPorts,
  bindHubPorts,
  bindSignInPorts,
  bindApiReferencePorts,
  bindManualPorts,
] as const;

describe("the browser's feature ports (bound with each feature, not in the entry)", () => {
  it('bind an adapter to every port of FEATURE_PORT_TOKENS between them, loading no adapter code', () => {
    const container = new Container();
    for (const bind of BINDERS) bind(container, context);
    const unbound = Object.entries(FEATURE_PORT_TOKENS).filter(([, token]) => !container.isBound(token));
    expect(unbound.map(([name]) => name)).toEqual([]);
  });

  it('keep the adapter of a port two features share (the template files) from the feature that loaded first', () => {
    const container = new Container();
    bindHubPorts(container, context);
    const first = container.get(TemplateFiles);
    bindEditorPorts(container, context);
    expect(container.get(TemplateFiles)).toBe(first);
  });
});
