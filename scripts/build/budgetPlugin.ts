import type { Compiler } from 'webpack';
import type { DeployTarget } from '../site/siteSettings';
import { checkBudget, type CatalogueFolder } from './budget';

/**
 * The production build's last step: prints dist/'s files against DEPLOY_TARGET's limits
 * (budget.ts), and fails the build, its message above the figures, when they do not fit. Keep it
 * the last plugin of webpack.config.ts: it must count what every other one wrote.
 */
export class BudgetPlugin {
  constructor(
    private readonly target: DeployTarget,
    private readonly catalogue: CatalogueFolder,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('Budget', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await this.afterApp(compilation.outputOptions.path!);
    });
  }

  /** Its work on a written app (scripts/site/afterApp.ts: also the catalogue-only update's). */
  async afterApp(dist: string): Promise<void> {
    const budget = checkBudget({ target: this.target, dist, catalogue: this.catalogue });
    if (!budget.ok) throw new Error(budget.text);
    console.log(budget.text);
  }
}
