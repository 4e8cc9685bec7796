/// <reference lib="webworker" />
// The live-data worker's entry (./backends.ts starts it): the Firestore listeners of
// src/lib/data/firebase/live-worker.ts, running every live parser the app has (./live-parsers.ts).
import { serveLiveData } from '@/lib/data/firebase/live-worker';
import { LIVE_PARSERS } from './live-parsers';

serveLiveData(self as unknown as DedicatedWorkerGlobalScope, LIVE_PARSERS);
