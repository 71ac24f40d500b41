import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { AppDownloadBlock } from '../../generated/page';
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
      <div className={classes.panel}>
        <div className={classes.copy}>
          <Title order={2}>{heading}</Title>
          {text ? (
            <div className={classes.text}>
              <Paragraphs text={text} />
            </div>
          ) : null}
          {points?.length ? (
            <List
              mt="lg"
              spacing={8}
              icon={
                <ThemeIcon size={22} radius="xl" color="fern">
                  <IconCheck size={14} aria-hidden="true" />
                </ThemeIcon>
              }
              className={classes.points}
            >
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          ) : null}
          <div className={classes.badges}>
            {badges.map((badge) => (
              <StoreBadge key={badge.store + badge.href} badge={badge} />
            ))}
          </div>
        </div>
        <Paper radius="lg" p="lg" className={classes.qrCard}>
          {/* Drawn at build time from qrUrl by the pages plugin; see src/engine/qrCode.ts. */}
          <img
            src={qrFileName(qrUrl)}
            alt={qrAlt}
            width={QR_SIZE}
            height={QR_SIZE}
            className={classes.qr}
            loading="lazy"
          />
          {qrCaption ? (
            <Text size="sm" fw={600} c="gray.8" mt="sm" ta="center">
              {qrCaption}
            </Text>
          ) : null}
        </Paper>
      </div>
    </Section>
  );
}
