/** Public face of the dashboard queues feature (spec part 1 section 2, "Dashboard queues"). */

export { queuesKey } from './api/get-queue';
export { QueueDashboard } from './components/queue-dashboard';
