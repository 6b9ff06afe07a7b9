export { SnapshotBadge } from './components/snapshot-badge';
