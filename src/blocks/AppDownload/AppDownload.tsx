import { Group, Image, Paper, Text, Title } from '@mantine/core';
import type { AppDownloadBlock } from '../../generated/page';
import { CheckList } from '../../ui/CheckList';
import { Paragraphs } from '../../ui/Paragraphs';
import { qrFileName } from '../../core/qrFileName';
import { Section } from '../../ui/Section';
import classes from './AppDownload.module.css';
import { StoreBadge } from './StoreBadge';

/** Rendered size of the QR code, in CSS pixels. */
const QR_SIZE = 168;

export function AppDownload({ id, heading, text, points, qrUrl, qrAlt, qrCaption, badges }: AppDownloadBlock) {
  return (
    <Section id={id}>
      <Paper radius="lg" withBorder className={classes.panel}>
        <div className={classes.copy}>
          <Title order={2}>{heading}</Title>
          {text ? (
            <div className={classes.text}>
              <Paragraphs text={text} />
            </div>
          ) : null}
          {points?.length ? <CheckList items={points} className={classes.points} /> : null}
          <Group gap="sm" className={classes.badges}>
            {badges.map((badge) => (
              <StoreBadge key={badge.store + badge.href} badge={badge} />
            ))}
          </Group>
        </div>
        <Paper component="figure" radius="lg" shadow="lg" className={classes.qrCard}>
          {/* Drawn at build time from qrUrl by the pages plugin; see src/engine/assets/qrCode.ts. */}
          <Image
            src={qrFileName(qrUrl)}
            alt={qrAlt}
            width={QR_SIZE}
            height={QR_SIZE}
            className={classes.qr}
            loading="lazy"
          />
          {qrCaption ? (
            <Text component="figcaption" size="sm" fw={600} c="gray.8" ta="center" className={classes.caption}>
              {qrCaption}
            </Text>
          ) : null}
        </Paper>
      </Paper>
    </Section>
  );
}
