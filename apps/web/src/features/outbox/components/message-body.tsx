import { Anchor, Stack, Text } from '@mantine/core';
import { linkifyBody } from '../lib/linkify';

interface MessageBodyProps {
  body: string;
  links: readonly string[];
}

/** A message's plain-text body with its links as clickable anchors. */
export function MessageBody({ body, links }: MessageBodyProps) {
  const { segments, extra } = linkifyBody(body, links);
  return (
    <Stack gap={4}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {segments.map((s, i) =>
          s.kind === 'text' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one body
            <span key={i}>{s.text}</span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same link may appear twice
            <Anchor key={i} href={s.href} target="_blank" rel="noopener noreferrer" size="sm">
              {s.href}
            </Anchor>
          ),
        )}
      </Text>
      {extra.map((href) => (
        <Anchor
          key={href}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {href}
        </Anchor>
      ))}
    </Stack>
  );
}
