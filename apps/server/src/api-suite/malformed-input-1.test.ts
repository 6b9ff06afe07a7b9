import { malformedInputSuite } from '../../test/support/api-suite/malformed-suite';

// One of the shards of the route-wide malformed-input suite (see malformed-suite.ts).
await malformedInputSuite(0);
