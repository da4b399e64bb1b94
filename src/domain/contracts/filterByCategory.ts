import type { Contract, ContractCategory } from './contract';

/** The contracts of one category (the Developer and Writing tabs), in order. */
export const filterByCategory = <C extends Pick<Contract, 'category'>>(
  contracts: readonly C[],
  category: ContractCategory,
): readonly C[] => contracts.filter((contract) => contract.category === category);
