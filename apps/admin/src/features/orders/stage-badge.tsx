import styles from './orders.module.css';

/** An order's status as a badge: the word carries it, the colour only helps. */
export function StageBadge({ stage, label }: { stage: string; label: string | undefined }) {
  return (
    <span className={`${styles.badge} ${styles[`stage-${stage.toLowerCase()}`] ?? ''}`}>
      {label ?? stage}
    </span>
  );
}
