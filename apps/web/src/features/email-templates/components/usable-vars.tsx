import type { UsableVar } from '@dealer/domain';
import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { variableToken } from '../lib/insert-at-cursor';

interface UsableVarsProps {
  vars: readonly UsableVar[];
  /** Puts the variable where the cursor was in the last field edited. */
  onInsert: (name: string) => void;
  canInsert: boolean;
}

/** The variables the template offers, each with what it holds and an example, insertable into a field. */
export function UsableVars({ vars, onInsert, canInsert }: UsableVarsProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="usable-vars-title">
      <Title order={3} size="h5" id="usable-vars-title">
        Variables
      </Title>
      <Text size="sm" c="dimmed">
        Put a variable in a text to have it filled in for each customer. A line whose variables are all empty (no phone
        on record, say) is left out.
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {vars.map((v) => (
          <Group key={v.var} component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Code style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}>{variableToken(v.var)}</Code>
              <Text size="xs">{v.description}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                e.g. {v.example}
              </Text>
            </Stack>
            <Button
              size="compact-xs"
              variant="light"
              disabled={!canInsert}
              aria-label={`Insert ${variableToken(v.var)}`}
              // Keep the focus (and the cursor) in the field while clicking.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onInsert(v.var)}
            >
              Insert
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
