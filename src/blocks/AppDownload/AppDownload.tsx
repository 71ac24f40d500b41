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
      <div className={classes.panel}>
        <div className={classes.copy}>
          <h2>{heading}</h2>
          {text ? (
            <div className={classes.text}>
              <Paragraphs text={text} />
            </div>
          ) : null}
          {points?.length ? <CheckList items={points} className={classes.points} /> : null}
          <div className={classes.badges}>
            {badges.map((badge) => (
              <StoreBadge key={badge.store + badge.href} badge={badge} />
            ))}
          </div>
        </div>
        <figure className={classes.qrCard}>
          {/* Drawn at build time from qrUrl by the pages plugin; see src/engine/qrCode.ts. */}
          <img
            src={qrFileName(qrUrl)}
            alt={qrAlt}
            width={QR_SIZE}
            height={QR_SIZE}
            className={classes.qr}
            loading="lazy"
          />
          {qrCaption ? <figcaption className={classes.caption}>{qrCaption}</figcaption> : null}
        </figure>
      </div>
    </Section>
  );
}
