import {
  campaignInitials,
  formatCurrency,
  type RowWarning,
  rowWarnings,
  STAGE_COLOURS,
  stageTitle,
} from '@dealer/domain';
import {
  Anchor,
  Avatar,
  Badge,
  ColorSwatch,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { vehicleTitle } from '../../../components/vehicle-title';
import type { AppraisalRow, PersonRef } from '../api/get-appraisals';
import type { EditField, RowEditor } from '../hooks/use-row-editor';
import type { ValueColumn } from '../lib/list-columns';
import { contactLines, customerName, gradeText, mileageText, rowDetails } from '../lib/row-view';

export const detailPath = (slug: string, row: AppraisalRow) => `/${slug}/appraisals/${row.id}`;

/** The thumb, or a car icon when the record has no photo. */
export function RowThumb({ row }: { row: AppraisalRow }) {
  if (row.thumb) return <Image src={row.thumb} alt="" w={64} h={48} radius="sm" fit="cover" />;
  return (
    <ThemeIcon variant="light" color="gray" size={48} radius="sm" aria-hidden>
      <IconCar size={28} />
    </ThemeIcon>
  );
}

/** Year make model trim (the link to the record), the VIN (to the duplicate list when shared) and mileage. */
export function VehicleCell({ row, slug }: { row: AppraisalRow; slug: string }) {
  const title = vehicleTitle(row, `Appraisal ${row.id}`);
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={detailPath(slug, row)} fw={600} size="sm">
        {title}
      </Anchor>
      <Group gap={6} wrap="nowrap">
        {row.vinCount > 1 ? (
          <>
            <Anchor
              component={Link}
              to={`/${slug}/appraisals/duplicate/${encodeURIComponent(row.vin)}`}
              size="xs"
              ff="monospace"
            >
              {row.vin}
            </Anchor>
            <Badge size="sm" variant="filled" color="violet.9" radius="sm">
              {row.vinCount} submissions
            </Badge>
          </>
        ) : (
          <Text size="xs" ff="monospace">
            {row.vin}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {[mileageText(row), row.color].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/** The inspection grade (runningStatus) as a star and "3.5". */
export function GradeCell({ row }: { row: AppraisalRow }) {
  const grade = gradeText(row.runningStatus);
  if (!grade) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="sm">{grade}</Text>
    </Group>
  );
}

/** The record's stage with its colour (pages without stage tabs). */
export function StageCell({ row }: { row: AppraisalRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={STAGE_COLOURS[row.stage]} size={10} withShadow={false} aria-hidden />
      <Text size="sm">{stageTitle(row.stage, row.appraisalTypeId)}</Text>
    </Group>
  );
}

export function CustomerCell({ row }: { row: AppraisalRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{customerName(row)}</Text>
      {contactLines(row).map((line) => (
        <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function fullName(p: PersonRef) {
  return `${p.firstName} ${p.lastName}`.trim();
}

/** Originator, campaign avatar (campaignInitials) and the assigned users' initials. */
export function TeamCell({ row }: { row: AppraisalRow }) {
  return (
    <Stack gap={4}>
      {row.originator ? <Text size="xs">By {fullName(row.originator)}</Text> : null}
      <Group gap={6} wrap="nowrap">
        {row.campaign ? (
          <Tooltip label={`Campaign: ${row.campaign.name}`}>
            <Avatar size="sm" radius="sm" color="grape.9" variant="filled">
              <span aria-hidden>{campaignInitials(row.campaign.name)}</span>
              <VisuallyHidden>Campaign: {row.campaign.name}</VisuallyHidden>
            </Avatar>
          </Tooltip>
        ) : null}
        {row.users.length > 0 ? (
          <Group gap={2} wrap="nowrap">
            {row.users.map((u) => (
              <Tooltip key={u.id} label={fullName(u)}>
                <Avatar size="sm" radius="xl" color="blue.8" variant="filled">
                  <span aria-hidden>{u.initials}</span>
                  <VisuallyHidden>Assigned: {fullName(u)}</VisuallyHidden>
                </Avatar>
              </Tooltip>
            ))}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}

function Warning({ warning }: { warning: RowWarning }) {
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={14} color="var(--mantine-color-red-9)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="xs" fw={600} c="red.9">
          {warning.text}
        </Text>
      </Group>
      {warning.hint ? (
        <Text size="xs" c="dimmed" pl={18}>
          {warning.hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Transfer info, archived state, offer sent, maturity, finance bank and the row warnings. */
export function DetailsCell({ row }: { row: AppraisalRow }) {
  return (
    <Stack gap={2}>
      {rowDetails(row).map((d) => (
        <Text key={d.kind} size="xs">
          {d.text}
        </Text>
      ))}
      {rowWarnings(row).map((w) => (
        <Warning key={w.code} warning={w} />
      ))}
    </Stack>
  );
}

/** A value column: the amount, or its inline editor when the row is editable on this tab. */
export function ValueCell({
  row,
  column,
  editor,
}: {
  row: AppraisalRow;
  column: ValueColumn;
  editor: RowEditor | null;
}) {
  if (column.edit && editor) {
    const props = editor.field(column.field as EditField);
    return (
      <TextInput
        size="xs"
        w={120}
        leftSection="$"
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${column.label}, ${vehicleTitle(row, `appraisal ${row.id}`)}`}
        {...props}
      />
    );
  }
  return (
    <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatCurrency(row[column.field as keyof AppraisalRow] as number | null | undefined)}
    </Text>
  );
}
