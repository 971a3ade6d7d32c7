import styles from './index.module.css';

/**
 * Star positions as percentages of the hero area, with size in px and twinkle delay in s. Each star twinkles
 * once (index.module.css), so the last ends 1.6 + 3.2 s after load: motion that starts by itself must stop
 * within 5 s (WCAG 2.2.2), and an endless one kept a CPU core busy wherever the compositor draws in software.
 */
const STARS = [
  { top: 12, left: 8, size: 10, delay: 0 },
  { top: 22, left: 88, size: 14, delay: 0.5 },
  { top: 58, left: 4, size: 8, delay: 1 },
  { top: 70, left: 93, size: 10, delay: 0.25 },
  { top: 8, left: 62, size: 7, delay: 0.75 },
  { top: 42, left: 18, size: 6, delay: 1.25 },
  { top: 36, left: 76, size: 8, delay: 1.6 },
];

function Star({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 0l2.6 9.4L24 12l-9.4 2.6L12 24l-2.6-9.4L0 12l9.4-2.6z" fill="currentColor" />
    </svg>
  );
}

/** Purely decorative: the hero's background picture and its twinkling stars. */
export function HeroDecoration() {
  return (
    <div className={styles.decoration} aria-hidden="true" data-testid="hero-decoration">
      <img className={styles.background} src="/hero-background.svg" alt="" width={1440} height={720} />
      {STARS.map((star) => (
        <span
          key={`${star.top}-${star.left}`}
          className={styles.star}
          style={{ top: `${star.top}%`, left: `${star.left}%`, animationDelay: `${star.delay}s` }}
        >
          <Star size={star.size} />
        </span>
      ))}
    </div>
  );
}
