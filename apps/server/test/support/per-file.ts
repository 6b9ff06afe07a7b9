import { restartFactories } from './factories';

// Runs before each test file, also where several files share a worker's modules (isolate: false).
restartFactories();
