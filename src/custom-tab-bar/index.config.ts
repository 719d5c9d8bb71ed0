export default { component: true }
