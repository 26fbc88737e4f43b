"""Steps: reading the customer's own actions off a clause and naming them as short imperatives."""
