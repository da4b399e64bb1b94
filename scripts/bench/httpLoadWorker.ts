/** The worker of `loadInWorker`: runs the load given as its data and posts the result. */
import { parentPort, workerData } from 'node:worker_threads';
import { load, type LoadOptions } from './httpLoad';

parentPort?.postMessage(await load(workerData as LoadOptions));
