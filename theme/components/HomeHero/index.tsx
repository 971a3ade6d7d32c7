import '../../rspress-internals';
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';

/**
 * The home hero with the site name as the page's `<h1>` (Rspress renders it in a
 * `<div>`, leaving the home page without a top-level heading). Same classes, so
 * the default hero styles apply.
 */
export function HomeHero() {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero;
  if (!hero) return null;
  const imageSrc = typeof hero.image?.src === 'string' ? hero.image.src : hero.image?.src?.light;

  return (
    <div className="rp-home-hero">
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand">{hero.name}</span>
          </h1>
          {hero.text && <p className="rp-home-hero__subtitle">{hero.text}</p>}
        </div>
        {hero.tagline && <p className="rp-home-hero__tagline">{hero.tagline}</p>}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button key={action.link} type="a" href={action.link} theme={action.theme} className="rp-home-hero__action">
              {action.text}
            </Button>
          ))}
        </div>
      </div>
      {imageSrc && (
        <div className="rp-home-hero__image">
          <img
            className="rp-home-hero__image-img"
            src={normalizeImagePath(imageSrc)}
            alt={hero.image?.alt ?? ''}
            width={375}
            height={375}
          />
        </div>
      )}
    </div>
  );
}
