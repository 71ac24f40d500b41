import { Badge, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CreditCardProduct, LoanProduct, ProductCardLabels, ProductCardsBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
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
    <dl className={classes.facts}>
      {facts.map((fact) =>
        fact.label ? (
          <div key={fact.label} className={classes.fact}>
            <dt className={classes.factLabel}>{fact.label}</dt>
            <dd className={classes.factValue} data-emphasis={fact.emphasis || undefined}>
              {fact.value}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

function LoanCard({ loan, labels }: { loan: LoanProduct; labels: ProductCardLabels }) {
  return (
    <Paper component="article" withBorder radius="lg" p="lg" className={classes.card}>
      {loan.icon ? (
        <ThemeIcon size={48} radius="md" variant="light" color={loan.accent ?? 'fern'}>
          <Icon name={loan.icon} size={26} />
        </ThemeIcon>
      ) : null}
      <Title order={3} mt={loan.icon ? 'md' : 0}>
        {loan.title}
      </Title>
      <Facts
        facts={[
          { label: labels.rate, value: loan.rate, emphasis: true },
          { label: labels.amount, value: loan.amount },
        ]}
      />
      <Text c="gray.8" size="sm">
        {loan.description}
      </Text>
      {loan.cta ? (
        <div className={classes.cta}>
          <ActionButton action={loan.cta} size="sm" fallbackVariant="secondary" />
        </div>
      ) : null}
    </Paper>
  );
}

function CreditCard({ card, labels }: { card: CreditCardProduct; labels: ProductCardLabels }) {
  return (
    <Paper component="article" withBorder radius="lg" p="lg" className={classes.card}>
      {/* A drawing of the card; its name and type are repeated in the text below, so it is hidden from screen readers. */}
      <div className={classes.face} data-accent={card.accent ?? 'fern'} aria-hidden="true">
        <span className={classes.faceType}>{card.type}</span>
        <span className={classes.chip} />
        <span className={classes.faceName}>{card.name}</span>
      </div>
      <div className={classes.titleRow}>
        <Title order={3}>{card.name}</Title>
        <Badge variant="light" color={card.accent ?? 'fern'} radius="sm" className={classes.badge}>
          {card.type}
        </Badge>
      </div>
      <Facts
        facts={[
          { label: labels.apr, value: card.apr, emphasis: true },
          { label: labels.annualFee, value: card.annualFee },
          { label: labels.rewards, value: card.rewards },
          { label: labels.introOffer, value: card.introOffer },
        ]}
      />
      {card.features.length ? (
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="fern" variant="light">
              <IconCheck size={13} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          {card.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      ) : null}
      <div className={classes.cta}>
        <ActionButton action={card.cta} fallbackVariant="primary" />
      </div>
    </Paper>
  );
}

export function ProductCards({ id, heading, intro, variant, labels, loans, cards }: ProductCardsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        {variant === 'loan'
          ? (loans ?? []).map((loan) => <LoanCard key={loan.title} loan={loan} labels={labels} />)
          : (cards ?? []).map((card) => <CreditCard key={card.name} card={card} labels={labels} />)}
      </SimpleGrid>
    </Section>
  );
}
