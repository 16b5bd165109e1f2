import { Cube } from '../Cube/Cube';
import { ModuleGraph } from '../ModuleGraph/ModuleGraph';

/** The module graph around the cube: static, so the first load of `/` keeps it as prerendered (see `HomeHero`). */
export function HeroPicture() {
  return (
    <>
      <ModuleGraph />
      <Cube className="home-hero__cube" />
    </>
  );
}
