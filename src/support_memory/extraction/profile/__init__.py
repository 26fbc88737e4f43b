"""Profile facts: the customer's products, devices, OS and plan."""
