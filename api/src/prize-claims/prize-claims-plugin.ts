import fp from 'fastify-plugin';

/**
 * The prize-claims domain (ขึ้นเงินรางวัล): a member claims a winning ticket's prize, less the
 * stamp duty and the dealer's fee, to the bank account on file; the dealer or the payout staff
 * check the paper ticket, pay and upload the transfer slip, or refuse with a reason. The largest
 * prizes are claimed at the GLO in person, and the dealer hands the ticket over instead.
 */
export default fp(async () => {}, {
  name: 'prize-claims',
  dependencies: ['lottery-sales', 'results', 'notices', 'slip-checks'],
});
