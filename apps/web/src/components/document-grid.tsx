import { DOCUMENT_CELL_PX } from '@dealer/domain';
import { ActionIcon, Anchor, Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconExternalLink, IconFile, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { documentView, stepDocument } from './document-kind';

export interface GridDocument {
  id: number | string;
  name: string;
  link: string;
  mimeType: string;
}

interface DocumentGridProps {
  documents: readonly GridDocument[];
  /** Names the grid for screen readers, e.g. "Payoff documents". */
  label: string;
}

const cell = { width: DOCUMENT_CELL_PX, height: DOCUMENT_CELL_PX } as const;

/**
 * The document grid of spec part 1 "Shared widgets": 200 px cells; clicking an image opens a
 * viewer whose left/right arrow keys move between the documents; pdfs open as a link.
 */
export function DocumentGrid({ documents, label }: DocumentGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul
        aria-label={label}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, ${DOCUMENT_CELL_PX}px)`,
          gap: 12,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {documents.map((doc, index) => (
          <li key={doc.id} style={cell}>
            <DocumentCell doc={doc} onOpen={() => setOpen(index)} />
          </li>
        ))}
      </ul>
      <DocumentViewer documents={documents} index={open} onIndex={setOpen} />
    </>
  );
}

function DocumentCell({ doc, onOpen }: { doc: GridDocument; onOpen: () => void }) {
  const view = documentView(doc.mimeType, doc.name);
  if (view === 'image')
    return (
      <UnstyledButton onClick={onOpen} aria-label={`View ${doc.name}`} style={cell}>
        <Image src={doc.link} alt="" w={DOCUMENT_CELL_PX} h={DOCUMENT_CELL_PX} fit="cover" radius="sm" />
      </UnstyledButton>
    );
  const Icon = view === 'pdf' ? IconFileTypePdf : IconFile;
  return (
    <Anchor
      href={doc.link}
      target="_blank"
      rel="noopener noreferrer"
      style={{ ...cell, display: 'flex', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
    >
      <Stack align="center" justify="center" gap={6} p="sm" w="100%">
        <Icon size={48} aria-hidden />
        <Text size="sm" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {doc.name}
        </Text>
      </Stack>
    </Anchor>
  );
}

interface ViewerProps {
  documents: readonly GridDocument[];
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** The viewer: one document at a time; ArrowLeft/ArrowRight and the two buttons step through them. */
function DocumentViewer({ documents, index, onIndex }: ViewerProps) {
  const doc = index === null ? undefined : documents[index];
  const count = documents.length;

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      const next = stepDocument(index, event.key, count);
      if (next !== index) {
        event.preventDefault();
        onIndex(next);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);

  return (
    <Modal opened={doc !== undefined} onClose={() => onIndex(null)} title={doc?.name ?? ''} size="auto" centered>
      {doc && index !== null ? (
        <Stack gap="sm" align="center">
          {documentView(doc.mimeType, doc.name) === 'image' ? (
            <Image src={doc.link} alt={doc.name} mah="70vh" maw="min(90vw, 960px)" fit="contain" />
          ) : (
            <Anchor href={doc.link} target="_blank" rel="noopener noreferrer">
              <Group gap={6}>
                <IconExternalLink size={16} aria-hidden />
                Open {doc.name}
              </Group>
            </Anchor>
          )}
          <Group justify="space-between" w="100%">
            <ActionIcon
              variant="default"
              aria-label="Previous document"
              disabled={index === 0}
              onClick={() => onIndex(stepDocument(index, 'ArrowLeft', count))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Text size="sm" aria-live="polite">
              {index + 1} of {count}
            </Text>
            <ActionIcon
              variant="default"
              aria-label="Next document"
              disabled={index === count - 1}
              onClick={() => onIndex(stepDocument(index, 'ArrowRight', count))}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
