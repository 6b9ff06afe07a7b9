import {
  campaignDisplayName,
  campaignInitials,
  type RowWarning,
  rowWarnings,
  STAGE_COLOURS,
  type Stage,
  showsHighEquity,
  stageTitle,
  vehicleTitle,
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
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SnapshotBadge } from '../../vehicle-history';
import type { AppraisalRow, PersonRef } from '../api/get-appraisals';
import { contactLinks, customerName, gradeText, mileageText, rowDetails, stageLabel } from '../lib/row-view';
import classes from './row-cells.module.css';

export const detailPath = (slug: string, row: AppraisalRow) => `/${slug}/appraisals/${row.id}`;

/** The thumb, or a car icon when the record has no photo. */
export function RowThumb({ row }: { row: AppraisalRow }) {
  if (row.thumb) return <Image src={row.thumb} alt="" w={48} h={36} radius="sm" fit="cover" />;
  return (
    <ThemeIcon variant="light" color="gray" size={36} radius="sm" aria-hidden>
      <IconCar size={22} />
    </ThemeIcon>
  );
}

/** The VIN, or, when other submissions share it, a link to them with their count (one 24 px target). */
function VinLine({ row, slug }: { row: AppraisalRow; slug: string }) {
  if (row.vinCount <= 1) return <div className={`${classes.xs} ${classes.mono}`}>{row.vin}</div>;
  return (
    <Anchor
      component={Link}
      to={`/${slug}/appraisals/duplicate/${encodeURIComponent(row.vin)}`}
      size="xs"
      className={classes.target}
    >
      <span className={classes.mono}>{row.vin}</span>
      <Badge size="sm" variant="filled" color="violet.9" radius="sm" className={classes.badge}>
        {row.vinCount} submissions
      </Badge>
    </Anchor>
  );
}

/**
 * The pinned Vehicle column: photo, year make model trim (the link to the record), the VIN (to the
 * duplicate list when shared) with the vehicle-history badge, grade, mileage and colour. When an inline edit moved the record off
 * the tab on screen, it says where the record is now.
 */
export function VehicleCell({
  row,
  slug,
  tab,
  historyLogin = true,
}: {
  row: AppraisalRow;
  slug: string;
  tab: Stage | null;
  /** Phone cards keep to their height: the vehicle-history pillars only, no "Login required". */
  historyLogin?: boolean;
}) {
  const title = vehicleTitle(row, `Appraisal ${row.id}`);
  const grade = gradeText(row.runningStatus);
  const movedOff = tab !== null && row.stage !== tab && row.leaseStage !== tab;
  return (
    <div className={classes.vehicle}>
      <RowThumb row={row} />
      <div className={classes.column}>
        <Anchor component={Link} to={detailPath(slug, row)} fw={600} size="sm" className={classes.target}>
          {title}
        </Anchor>
        <div className={`${classes.row} ${classes.wrap}`}>
          <VinLine row={row} slug={slug} />
          <SnapshotBadge vin={row.vin} compact loginPrompt={historyLogin} />
        </div>
        <div className={`${classes.row} ${classes.xs}`}>
          {grade ? (
            <span className={classes.row} style={{ gap: 2 }}>
              <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
              <span>
                <VisuallyHidden>Grade </VisuallyHidden>
                {grade}
              </span>
            </span>
          ) : null}
          <span className={classes.dimmed}>{[mileageText(row), row.color].filter(Boolean).join(' · ')}</span>
        </div>
        {movedOff ? <div className={classes.moved}>Now in {stageTitle(row.stage, row.appraisalTypeId)}</div> : null}
      </div>
    </div>
  );
}

/** The record's stage with its colour (pages without stage tabs); "Rejected" for a rejected record. */
export function StageCell({ row }: { row: AppraisalRow }) {
  const rejected = row.appraisalStatusId === 3;
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch
        color={rejected ? 'var(--mantine-color-red-7)' : STAGE_COLOURS[row.stage]}
        size={10}
        withShadow={false}
        aria-hidden
      />
      <Text size="sm">{stageLabel(row)}</Text>
      {showsHighEquity(row) ? (
        // Setting 40117: on the stage's line, so a phone card stays one line shorter.
        <Badge size="xs" color="teal.9" variant="filled">
          High equity
        </Badge>
      ) : null}
    </Group>
  );
}

/** An e-mail that may wrap before its @ rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

/** The customer's name, and the phone and e-mail as links of at least 24 px. */
export function CustomerCell({ row, inline = false }: { row: AppraisalRow; inline?: boolean }) {
  const name = customerName(row);
  const links = contactLinks(row).filter((l) => !inline || l.kind === 'phone');
  return (
    <div
      className={inline ? classes.row : `${classes.column} ${classes.stack}`}
      style={inline ? { gap: 8 } : undefined}
    >
      {name ? <div className={`${classes.sm} ${classes.truncate}`}>{name}</div> : null}
      {links.map((l) => (
        <Anchor key={l.kind} href={l.href} size="xs" className={classes.target} style={{ overflowWrap: 'break-word' }}>
          {l.kind === 'email' ? <EmailText email={l.text} /> : l.text}
        </Anchor>
      ))}
    </div>
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
      <Group gap={4} wrap="wrap">
        {row.campaign ? (
          <Tooltip label={`Campaign: ${campaignDisplayName(row.campaign)}`}>
            <Avatar size="sm" radius="sm" color="grape.9" variant="filled">
              <span aria-hidden>{campaignInitials(row.campaign.name)}</span>
              <VisuallyHidden>Campaign: {campaignDisplayName(row.campaign)}</VisuallyHidden>
            </Avatar>
          </Tooltip>
        ) : null}
        {row.users.map((u) => (
          <Tooltip key={u.id} label={fullName(u)}>
            <Avatar size="sm" radius="xl" color="blue.8" variant="filled">
              <span aria-hidden>{u.initials}</span>
              <VisuallyHidden>Assigned: {fullName(u)}</VisuallyHidden>
            </Avatar>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}

function Warning({ warning }: { warning: RowWarning }) {
  return (
    <div>
      <div className={classes.warning}>
        <IconAlertTriangle size={14} aria-hidden />
        <span>{warning.text}</span>
      </div>
      {warning.hint ? <div className={classes.hint}>{warning.hint}</div> : null}
    </div>
  );
}

/** Transfer info, archived state, offer sent, maturity, finance bank and the row warnings. */
export function DetailsCell({ row }: { row: AppraisalRow }) {
  return (
    <div className={classes.details}>
      {rowDetails(row).map((d) => (
        <div key={d.kind} className={classes.xs}>
          {d.text}
        </div>
      ))}
      {rowWarnings(row).map((w) => (
        <Warning key={w.code} warning={w} />
      ))}
    </div>
  );
}
