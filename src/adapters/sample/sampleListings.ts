import { listingId, type Listing } from '../../domain/exchange/listing';

/**
 * The hard-coded marketplace catalogue (spec section 1: sample data, no backend), ordered by market cap,
 * largest first (equal caps by name, as the Market Cap sort orders them), so a listing's position is its market
 * rank. Market cap is price times circulating supply.
 */
export const SAMPLE_LISTINGS: readonly Listing[] = [
  {
    id: listingId('nft-wallet-sdk'), name: 'BSV Wallet SDK', author: 'satoshi_builder', authorAvatar: 'SB',
    description: 'A typed wallet toolkit: key derivation, UTXO selection, fee estimation and broadcast in one package.',
    price: 0.0125, marketCap: 525, holders: 1247, volume24h: 18.4, change24h: 12.4, codeType: 'library',
    language: 'TypeScript', tags: ['wallet', 'sdk', 'payments'], downloads: 15420, rating: 4.8, revenue: 12.45,
    dividendYield: 8.5, lastSale: 0.0121, thumbnail: 'WS', verified: true, trending: true, featured: true, sample: true,
  },
  {
    id: listingId('nft-atomic-swap'), name: 'Atomic Token Swap', author: 'defi_dana', authorAvatar: 'DD',
    description: 'An sCrypt contract that swaps two tokens in a single transaction, with no custodian in between.',
    price: 0.034, marketCap: 510, holders: 642, volume24h: 22.7, change24h: 18.9, codeType: 'contract',
    language: 'TypeScript', tags: ['defi', 'swap', 'scrypt'], downloads: 4210, rating: 4.6, revenue: 8.2,
    dividendYield: 11.2, lastSale: 0.0332, thumbnail: 'AS', verified: true, trending: true, featured: false, sample: true,
  },
  {
    id: listingId('nft-micropayment-paywall'), name: 'Micropayment Paywall', author: 'penny_press', authorAvatar: 'PP',
    description: 'Drop-in paywall that unlocks articles and videos for a fraction of a cent per view.',
    price: 0.0048, marketCap: 422.4, holders: 2130, volume24h: 26, change24h: -3.2, codeType: 'app',
    language: 'JavaScript', tags: ['payments', 'paywall', 'content'], downloads: 9870, rating: 4.5, revenue: 5.6,
    dividendYield: 6.1, lastSale: 0.005, thumbnail: 'MP', verified: true, trending: false, featured: true, sample: true,
  },
  {
    id: listingId('nft-utxo-manager'), name: 'UTXO Manager', author: 'rusty_nodes', authorAvatar: 'RN',
    description: 'A fast UTXO set tracker with coin selection strategies and consolidation planning.',
    price: 0.0072, marketCap: 259.2, holders: 488, volume24h: 4.1, change24h: 5.7, codeType: 'library',
    language: 'Rust', tags: ['utxo', 'wallet', 'performance'], downloads: 6320, rating: 4.7, revenue: 3.9,
    dividendYield: 7.4, lastSale: 0.007, thumbnail: 'UM', verified: true, trending: false, featured: false, sample: true,
  },
  {
    id: listingId('nft-ordinals-inscriber'), name: 'Ordinals Inscriber', author: 'gopher_gallery', authorAvatar: 'GG',
    description: 'Inscribe images, text and JSON as 1Sat ordinals from the command line or a small web app.',
    price: 0.021, marketCap: 252, holders: 915, volume24h: 31.5, change24h: 24.6, codeType: 'app',
    language: 'Go', tags: ['ordinals', 'nft', 'inscriptions'], downloads: 3580, rating: 4.3, revenue: 6.7,
    dividendYield: 9.8, lastSale: 0.0198, thumbnail: 'OI', verified: false, trending: true, featured: false, sample: true,
  },
  {
    id: listingId('nft-voting-dao'), name: 'On-Chain Voting DAO', author: 'civic_chain', authorAvatar: 'CC',
    description: 'Token-weighted proposals and votes recorded on chain, with a quorum and a time lock.',
    price: 0.0095, marketCap: 228, holders: 539, volume24h: 5.2, change24h: 9.3, codeType: 'contract',
    language: 'Solidity', tags: ['dao', 'governance', 'voting'], downloads: 1980, rating: 4.1, revenue: 1.8,
    dividendYield: 10.1, lastSale: 0.009, thumbnail: 'VD', verified: false, trending: true, featured: false, sample: true,
  },
  {
    id: listingId('nft-paymail-resolver'), name: 'Paymail Resolver', author: 'handle_hub', authorAvatar: 'HH',
    description: 'Resolves paymail addresses to output scripts and public keys, with capability discovery and caching.',
    price: 0.0038, marketCap: 228, holders: 701, volume24h: 3.3, change24h: -6.8, codeType: 'library',
    language: 'Go', tags: ['paymail', 'identity', 'dns'], downloads: 7790, rating: 4.2, revenue: 2.9,
    dividendYield: 5.3, lastSale: 0.0041, thumbnail: 'PR', verified: true, trending: false, featured: false, sample: true,
  },
  {
    id: listingId('nft-price-oracle'), name: 'Price Oracle Feed', author: 'data_dev', authorAvatar: 'DV',
    description: 'Signs exchange rates every minute and publishes them on chain for contracts to read.',
    price: 0.0061, marketCap: 183, holders: 428, volume24h: 6.4, change24h: -9.5, codeType: 'app',
    language: 'Python', tags: ['oracle', 'data', 'defi'], downloads: 2650, rating: 4, revenue: 2.2,
    dividendYield: 6.9, lastSale: 0.0066, thumbnail: 'PO', verified: false, trending: false, featured: false, sample: true,
  },
  {
    id: listingId('nft-multisig-escrow'), name: 'Multisig Escrow Contract', author: 'trusty_keys', authorAvatar: 'TK',
    description: 'Two-of-three escrow with an arbiter key and a refund path after a deadline.',
    price: 0.0156, marketCap: 140.4, holders: 377, volume24h: 2.8, change24h: -1.4, codeType: 'contract',
    language: 'TypeScript', tags: ['escrow', 'multisig', 'scrypt'], downloads: 2140, rating: 4.9, revenue: 2.3,
    dividendYield: 12.5, lastSale: 0.0159, thumbnail: 'ME', verified: true, trending: false, featured: false, sample: true,
  },
  {
    id: listingId('nft-tx-builder'), name: 'Tx Builder Snippet', author: 'script_sam', authorAvatar: 'SS',
    description: 'A forty-line transaction builder: add inputs and outputs, sign, serialise to hex.',
    price: 0.0009, marketCap: 135, holders: 3104, volume24h: 1.9, change24h: 2.1, codeType: 'snippet',
    language: 'JavaScript', tags: ['transaction', 'builder', 'snippet'], downloads: 28450, rating: 4.4, revenue: 1.1,
    dividendYield: 4.2, lastSale: 0.0009, thumbnail: 'TB', verified: false, trending: false, featured: false, sample: true,
  },
];
