import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { FeatureModules, type FeatureName } from '../../../src/ports/featureModules.port';
import { ContainerContext } from '../../../src/ui/app/containerContext';
import { useFeature } from '../../../src/ui/app/useFeature';

/** Feature modules whose loads fail the first `failures` times, counting the loads. */
function featureModules(failures: number) {
  const loads: FeatureName[] = [];
  const features: FeatureModules = {
    load: async (feature) => {
      loads.push(feature);
      if (loads.length <= failures) throw new Error('chunk failed to load');
    },
  };
  const container = new Container();
  container.bind(FeatureModules).toConstantValue(features);
  return { container, loads };
}

function Probe() {
  return <p>{useFeature('contractJournal')}</p>;
}

const mount = (container: Container) =>
  render(
    <ContainerContext.Provider value={container}>
      <Probe />
    </ContainerContext.Provider>,
  );

describe('a feature loaded by the view that needs it', () => {
  it('is loading, then ready; a later view finds it ready at once without loading it again', async () => {
    const { container, loads } = featureModules(0);
    const first = mount(container);
    const before = screen.getByRole('paragraph').textContent;
    await screen.findByText('ready');
    first.unmount();
    mount(container);
    expect([before, screen.getByRole('paragraph').textContent, loads]).toEqual(['loading', 'ready', ['contractJournal']]);
  });

  it('says it failed, and the next view tries again', async () => {
    const { container, loads } = featureModules(1);
    const first = mount(container);
    await screen.findByText('failed');
    first.unmount();
    mount(container);
    await screen.findByText('ready');
    expect(loads).toEqual(['contractJournal', 'contractJournal']);
  });
});
