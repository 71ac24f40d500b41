import { Box, Card, Group, Text, Title } from '@mantine/core';
import type { CreditCardProduct, LoanProduct, ProductCardLabels, ProductCardsBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { CheckList } from '../../ui/CheckList';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import classes from './ProductCards.module.css';

interface Fact {
  label: string | undefined;
  value: string;
  emphasis?: boolean;
}

/** Label–value pairs as a description list; a pair whose label the content left out is skipped. */
function Facts({ facts }: { facts: Fact[] }) {
  return (
    <Box component="dl" className={classes.facts}>
      {facts.map((fact) =>
        fact.label ? (
          <div key={fact.label} className={classes.fact}>
            <Text component="dt" size="sm" fw={600} c="gray.7" className={classes.factLabel}>
              {fact.label}
            </Text>
            <Text component="dd" size="sm" fw={600} className={classes.factValue} mod={{ emphasis: fact.emphasis }}>
              {fact.value}
            </Text>
          </div>
        ) : null,
      )}
    </Box>
  );
}

function LoanCard({ loan, labels }: { loan: LoanProduct; labels: ProductCardLabels }) {
  return (
    <Card component="article" padding="lg" radius="lg" withBorder className={classes.card}>
      {loan.icon ? <IconBadge name={loan.icon} size="lg" className={classes.icon} /> : null}
      <Title order={3}>{loan.title}</Title>
      <Facts
        facts={[
          { label: labels.rate, value: loan.rate, emphasis: true },
          { label: labels.amount, value: loan.amount },
        ]}
      />
      <Text size="sm" c="gray.8">
        {loan.description}
      </Text>
      {loan.cta ? (
        <div className={classes.cta}>
          <ActionButton action={loan.cta} size="sm" fallbackVariant="secondary" />
        </div>
      ) : null}
    </Card>
  );
}

function CreditCard({ card, labels }: { card: CreditCardProduct; labels: ProductCardLabels }) {
  return (
    <Card component="article" padding="lg" radius="lg" withBorder className={classes.card}>
      {/* A drawing of the card with its type; the name below says it again, so it is hidden from screen readers. */}
      <div className={classes.face} data-accent={card.accent ?? 'fern'} aria-hidden="true">
        <span className={classes.faceType}>{card.type}</span>
        <span className={classes.chip} />
      </div>
      <Group justify="space-between" gap="xs" className={classes.titleRow}>
        <Title order={3}>{card.name}</Title>
      </Group>
      <Facts
        facts={[
          { label: labels.apr, value: card.apr, emphasis: true },
          { label: labels.annualFee, value: card.annualFee },
          { label: labels.rewards, value: card.rewards },
          { label: labels.introOffer, value: card.introOffer },
        ]}
      />
      {card.features.length ? (
        <CheckList items={card.features} size="sm" variant="light" className={classes.features} />
      ) : null}
      <div className={classes.cta}>
        <ActionButton action={card.cta} fallbackVariant="primary" />
      </div>
    </Card>
  );
}

export function ProductCards({ id, heading, intro, variant, labels, loans, cards }: ProductCardsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.grid}>
        {variant === 'loan'
          ? (loans ?? []).map((loan) => <LoanCard key={loan.title} loan={loan} labels={labels} />)
          : (cards ?? []).map((card) => <CreditCard key={card.name} card={card} labels={labels} />)}
      </div>
    </Section>
  );
}
