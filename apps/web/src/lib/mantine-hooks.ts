// What '@mantine/hooks' resolves to in the build (build-tools/no-mount-redraws.ts).
export * from '@mantine/hooks';
export { useStableId as useId } from './stable-id';
