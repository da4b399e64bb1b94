import base from './vite.config';
import { modSizes } from '/tmp/hw/modsizes.mjs';
export default { ...base, plugins: [...(base.plugins ?? []), modSizes('/work/hwire.mods.tsv')], build: { ...base.build, outDir: '/tmp/hw/dist-' + 'hwire', emptyOutDir: true } };
